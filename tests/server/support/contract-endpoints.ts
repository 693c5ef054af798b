/**
 * Every endpoint of the contract, by name, read from the contract's modules: an endpoint added to any of
 * them is listed here without a second list to keep (tests/server/contract.test.ts needs a case for each).
 */
import type { Endpoint } from '../../../src/api/contract/endpoint';
import * as account from '../../../src/api/contract/account';
import * as activity from '../../../src/api/contract/activity';
import * as campaign from '../../../src/api/contract/campaign';
import * as clientError from '../../../src/api/contract/client-error';
import * as creator from '../../../src/api/contract/creator';
import * as event from '../../../src/api/contract/event';
import * as help from '../../../src/api/contract/help';
import * as invitation from '../../../src/api/contract/invitation';
import * as membership from '../../../src/api/contract/membership';
import * as rank from '../../../src/api/contract/rank';
import * as records from '../../../src/api/contract/records';
import * as share from '../../../src/api/contract/share';
import * as user from '../../../src/api/contract/user';
import * as verifyCode from '../../../src/api/contract/verify-code';

const exported = {
  ...account,
  ...verifyCode,
  ...user,
  ...activity,
  ...event,
  ...clientError,
  ...share,
  ...membership,
  ...invitation,
  ...rank,
  ...records,
  ...help,
  ...campaign,
  ...creator,
};
type Exported = typeof exported;

export type EndpointName = { [K in keyof Exported]: Exported[K] extends Endpoint ? K : never }[keyof Exported];

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'path' in value && 'request' in value && 'answer' in value;

export const endpoints = Object.fromEntries(Object.entries(exported).filter(([, value]) => isEndpoint(value))) as Pick<
  Exported,
  EndpointName
>;
