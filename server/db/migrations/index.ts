/**
 * Schema migrations, applied in order at start-up. `PRAGMA user_version` records how many have run,
 * so a database file from an older build is brought forward and a new one is built from scratch.
 * Append new migrations (one file each, numbered, listed below in order); never edit one that has shipped.
 */
import { migration as m0001 } from './0001-accounts-and-content';
import { migration as m0002 } from './0002-refresh-token-successor';
import { migration as m0003 } from './0003-store-receipts';
import { migration as m0004 } from './0004-rankings-and-support';
import { migration as m0005 } from './0005-gem-spending-and-card-draws';
import { migration as m0006 } from './0006-help-center';
import { migration as m0007 } from './0007-campaigns';
import { migration as m0008 } from './0008-creator-tools';
import { migration as m0009 } from './0009-help-uploads-and-quotas';
import { migration as m0010 } from './0010-summer-item-titles';
import { migration as m0011 } from './0011-report-senders';
import { migration as m0012 } from './0012-e164-phones';
import { migration as m0013 } from './0013-clone-picture-uploads';
import { migration as m0014 } from './0014-idempotent-answers';
import type { Migration } from './migration';

export const migrations: readonly Migration[] = [
  m0001,
  m0002,
  m0003,
  m0004,
  m0005,
  m0006,
  m0007,
  m0008,
  m0009,
  m0010,
  m0011,
  m0012,
  m0013,
  m0014,
];
