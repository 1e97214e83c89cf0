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
import type { SessionContext } from '../../http/session-store.js';
import * as person from './service.js';
import * as related from './related.js';
import { signInToday } from './daily-sign-in.js';

/** The customer the call acts for: the authorised user switched to, or the signed-in one. */
function actingCustomer(session: SessionContext | null): string {
  const id = session?.actingCustomerId ?? session?.customerId;
  if (!id) throw sessionInvalid();
  return id;
}

/** person/signInInfo, the daily sign-in (person/signIn) and the customer's related people (/order/relatedPersonnel). */
export function personRoutes(deps: AppDeps): BoundHandler[] {
  return [
    handle(myInfo, ({ session, locale }) => {
      if (!session) throw sessionInvalid();
      return person.myInfo(deps, session, locale);
    }),
    // The daily sign-in: points belong to the signed-in person, never to a customer switched to.
    handle(dailySignIn, ({ session }) => {
      if (!session?.customerId) throw sessionInvalid();
      return signInToday(deps, session.customerId);
    }),
    handle(relatedPersons, ({ session, body }) =>
      related.listPersons(deps, actingCustomer(session), body.serviceType),
    ),
    handle(addRelatedPerson, ({ session, body, locale }) =>
      related.addPerson(deps, actingCustomer(session), body, locale),
    ),
    handle(uploadPersonPhoto, ({ session, body, locale }) =>
      related.setPhoto(deps, actingCustomer(session), body.personId, body.photo, locale),
    ),
    handle(deletePersonPhoto, ({ session, body }) =>
      related.deletePhoto(deps, actingCustomer(session), body.personId),
    ),
    handle(deleteRelatedPerson, ({ session, body }) =>
      related.deletePerson(deps, actingCustomer(session), body.personId),
    ),
  ];
}
