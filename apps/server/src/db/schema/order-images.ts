import { customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.js';
import { orders } from './orders.js';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v),
});

/**
 * A customer's photo for an order (order/image): stored as bytes with its
 * metadata stripped and its type judged by content. Uploaded before the order
 * exists, it waits unattached until a submit (or a question) claims it.
 */
export const orderImages = pgTable(
  'order_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** Server-made name: `<uuid>.<ext>`; the uploaded name is never used. */
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    size: integer('size').notNull(),
    /** What a camera shot shows (/order/camera: damage, odometer, plate, vin, other); null for other photos. */
    shot: text('shot'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_images_customer').on(t.customerId, t.createdAt),
    index('order_images_order').on(t.orderId),
  ],
);
