import { describe, expect, it } from 'vitest';
import { contractPrompts, isAgentFor } from '#src/features/agent/lib/contract-prompts';

const ALL = { dailysalreqtype: 1, divtypecompperiodreq: 1, contracthoursalreq: 1 };

describe('who counts as an agent for the contract prompts (both readings, product rule 3.16)', () => {
  it.each([
    [0, false, false],
    [1, true, true],
    [2, true, true],
    [4, false, true],
    [40, false, true],
    [41, true, true],
    [42, true, true],
    [3, false, false],
  ])('type %i: narrow %s, wide %s', (type, narrow, wide) => {
    expect(isAgentFor('narrow', type)).toBe(narrow);
    expect(isAgentFor('wide', type)).toBe(wide);
  });
});

describe('contract prompts (product rules 6.10 and 8.11)', () => {
  it('go to non-agent members, one per kind waiting for an answer', () => {
    expect(contractPrompts(0, 'narrow', ALL)).toEqual(['salary', 'dividend', 'hourly']);
    expect(contractPrompts(0, 'wide', { dailysalreqtype: 0, divtypecompperiodreq: 1, contracthoursalreq: 0 })).toEqual(['dividend']);
    expect(contractPrompts(40, 'narrow', ALL)).toEqual(['salary', 'dividend', 'hourly']);
  });

  it('never to agents under the reading, trial accounts, visitors, or before the requests are known', () => {
    expect(contractPrompts(1, 'narrow', ALL)).toEqual([]);
    expect(contractPrompts(40, 'wide', ALL)).toEqual([]);
    expect(contractPrompts(4, 'narrow', ALL)).toEqual([]);
    expect(contractPrompts(undefined, 'narrow', ALL)).toEqual([]);
    expect(contractPrompts(0, 'narrow', null)).toEqual([]);
  });
});
