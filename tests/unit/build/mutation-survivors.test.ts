import { describe, expect, it } from 'vitest';
import { accountSurvivors, isStatusMessage, listedLines, type SurvivorMutant } from '../../../scripts/lib/mutation-survivors';

const FOLDERS = ['machines', 'src/services', 'server'];

describe('reading the equivalents document', () => {
  const doc = [
    '## Kinds that recur',
    '  | `server/routes/user.ts:12, 36` body → `{}` | tests/server/account.test.ts |',
    '## server/',
    '| File:line | Mutant | Why |',
    '|---|---|---|',
    '| services/tokens.ts:100–103, 119 | … | message wording |',
    "| routes/media.ts:10-11 | `c.req.param(…) ?? ''` | the pattern gives both |",
    'Prose naming services/users.ts:32 outside a table names nothing.',
    '## src/services/',
    '| api/client.ts:82 | depth | bodies come from JSON |',
    '## machines/',
    '| clone/clone.machine.ts:53 | guard | the page sets it |',
  ].join('\n');
  const listed = listedLines(doc, FOLDERS);

  it('takes the lines of each row’s first cell, with lists and ranges, under the folder of its heading', () => {
    expect([...(listed.get('server/services/tokens.ts') ?? [])]).toEqual([100, 101, 102, 103, 119]);
    expect([...(listed.get('server/routes/media.ts') ?? [])]).toEqual([10, 11]);
    expect([...(listed.get('src/services/api/client.ts') ?? [])]).toEqual([82]);
    expect([...(listed.get('machines/clone/clone.machine.ts') ?? [])]).toEqual([53]);
  });

  it('keeps a full path as it is, and reads nothing outside a table row', () => {
    expect([...(listed.get('server/routes/user.ts') ?? [])]).toEqual([12, 36]);
    expect(listed.has('server/services/users.ts')).toBe(false);
    expect([...listed.keys()].some((path) => path.includes('tests/'))).toBe(false);
  });
});

describe('telling a status_msg wording from other text mutants', () => {
  const at = (line: string, literal: string) => line.indexOf(literal) + 1;
  it.each([
    "if (!row) throw new ApiError(StatusCode.NotFound, 'no such question');",
    "throw new ApiError(CampaignStatusCode.ClaimClosed, 'the deadline passed');",
    "if (!m) throw new RecordRefusal(StatusCode.InvalidParam, 'page_token is not one this server gave');",
    "if (code === '') return fail(StatusCode.InviteCodeEmpty, 'enter an invitation code');",
    "return refused(StatusCode.ReceiptAlreadyRedeemed, 'was already redeemed');",
    "return invalid('refresh_token is malformed');",
    "return { ok: false, code: StatusCode.TokenMissing, message: 'x-token is required' };",
    "return c.json({ base_resp: { status_code: StatusCode.NotFound, status_msg: 'no such upload' } }, 404);",
  ])('the message of %s', (line) => {
    const literal = /'[^']*'\)?[^']*$/.exec(line)![0].match(/'[^']*'/)![0];
    expect(isStatusMessage(line, 'StringLiteral', at(line, literal))).toBe(true);
  });

  it('not the code, another argument, another text or another mutator', () => {
    const line = "if (row.kind !== 'physical') throw new ApiError(CampaignStatusCode.PrizeRecordInvalid, 'no form');";
    expect(isStatusMessage(line, 'StringLiteral', at(line, "'physical'"))).toBe(false);
    expect(isStatusMessage(line, 'ConditionalExpression', at(line, "'no form'"))).toBe(false);
    const header = "return c.body(bytes, 200, { 'content-type': 'image/png', 'cache-control': 'public' });";
    expect(isStatusMessage(header, 'StringLiteral', at(header, "'image/png'"))).toBe(false);
    const grant = "grantGems(db, userId, EASTER_EGG_GEMS, 'easter_egg', ctx.now);";
    expect(isStatusMessage(grant, 'StringLiteral', at(grant, "'easter_egg'"))).toBe(false);
  });
});

describe('accounting for the survivors of a report', () => {
  const mutant = (id: string, status: string, line: number, column: number, endColumn: number, mutatorName = 'StringLiteral'): SurvivorMutant => ({
    id,
    status,
    mutatorName,
    replacement: '""',
    location: { start: { line, column }, end: { line, column: endColumn } },
  });
  const source = ['const a = 1;', "if (!row) throw new ApiError(404, 'gone');", "const kind = 'spin';"].join('\n');
  const report = {
    files: {
      '/repo/server/x.ts': {
        source,
        mutants: [
          mutant('1', 'Killed', 3, 14, 20),
          mutant('2', 'Survived', 2, 35, 41),
          mutant('3', 'NoCoverage', 1, 11, 12, 'ArithmeticOperator'),
          mutant('4', 'Survived', 3, 14, 20),
          mutant('5', 'Timeout', 1, 11, 12),
        ],
      },
    },
  };

  it('counts only Survived and NoCoverage, sorting each into listed, status_msg wording or unexplained', () => {
    const account = accountSurvivors(report, new Map([['server/x.ts', new Set([1])]]), (f) => f.replace('/repo/', ''));
    expect(account.statusMessage.map((s) => s.original)).toEqual(["'gone'"]);
    expect(account.listed).toEqual([{ file: 'server/x.ts', line: 1, mutator: 'ArithmeticOperator', replacement: '""', original: '1', noCoverage: true }]);
    expect(account.unexplained.map((s) => `${s.file}:${s.line} ${s.original}`)).toEqual(["server/x.ts:3 'spin'"]);
  });

  it('leaves a survivor unexplained when the document lists another line of its file', () => {
    const account = accountSurvivors(report, new Map([['server/x.ts', new Set([2])]]), (f) => f.replace('/repo/', ''));
    expect(account.unexplained.map((s) => s.line)).toEqual([1, 3]);
  });
});
