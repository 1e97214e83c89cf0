import {
  addRelatedPerson,
  dailySignIn,
  deletePersonPhoto,
  deleteRelatedPerson,
  myInfo,
  relatedPersons,
  uploadPersonPhoto,
} from '@rc/contract';
import { handle, type BoundHandler } from '../../http/endpoints.js';
import type { AppDeps } from '../../http/deps.js';
import { sessionInvalid } from '../../http/errors.js';
import * as person from './service.js';
import * as related from './related.js';
import { signInToday } from '../../domain/daily-sign-in.js';

/** person/signInInfo, the daily sign-in (person/signIn) and the customer's related people (/order/relatedPersonnel). */
export function profileRoutes(deps: AppDeps): BoundHandler[] {
  return [
    handle(myInfo, ({ session, locale }) => {
      return person.myInfo(deps, session, locale);
    }),
    // The daily sign-in: points belong to the signed-in person, never to a customer switched to.
    handle(dailySignIn, ({ session }) => {
      if (!session?.customerId) throw sessionInvalid();
      return signInToday(deps.db, session.customerId);
    }),
    handle(relatedPersons, ({ customer, body }) => related.listPersons(deps, customer.id, body.serviceType)),
    handle(addRelatedPerson, ({ customer, body, locale }) =>
      related.addPerson(deps, customer.id, body, locale),
    ),
    handle(uploadPersonPhoto, ({ customer, body, locale }) =>
      related.setPhoto(deps, customer.id, body.personId, body.photo, locale),
    ),
    handle(deletePersonPhoto, ({ customer, body }) => related.deletePhoto(deps, customer.id, body.personId)),
    handle(deleteRelatedPerson, ({ customer, body }) =>
      related.deletePerson(deps, customer.id, body.personId),
    ),
  ];
}
