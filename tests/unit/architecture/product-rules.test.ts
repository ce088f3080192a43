// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/product numbers the product's rules; code, tests and records cite them as "product rule
 * 2.4" or "product rules 2.4, 2.5 and 9.3". A citation of a number the chapters do not define is
 * a broken promise (the rule was renumbered, withdrawn or never written), so it fails here. So does
 * a reference to the two documents the rules replaced, which a newcomer cannot open.
 */

const ROOT = process.cwd();
const RULES_DIR = 'docs/product';
const SCANNED_DIRS = ['src', 'server', 'sw', 'tests', 'scripts', 'docs'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'dist-server', 'test-results', 'playwright-report', 'reports', 'screenshots']);
const TEXT_FILE = /\.(ts|tsx|mts|cts|js|mjs|cjs|css|md|json|html|yml|yaml|sh|po)$/;
const THIS_FILE = 'tests/unit/architecture/product-rules.test.ts';

const NUMBER = String.raw`\d+\.\d+`;
/** Between words: spaces and line breaks, and the comment marks a wrapped comment carries. */
const GAP = String.raw`[\s*/]+`;
const LIST = String.raw`(?:\s*,${GAP}(?:(?:and|or)${GAP})?|${GAP}(?:and|or)${GAP})`;
const NUMBERS = `(${NUMBER}(?:${LIST}${NUMBER})*)`;
/** "product rule 2.4", "product rules 2.4 and 9.3", "product rules 2.4, 2.5 and 9.3". */
const CITATION = new RegExp(String.raw`\bproduct${GAP}rules?${GAP}${NUMBERS}`, 'gi');
/** Inside docs/product a cross-reference may leave out "product": "rule 6.6", "rules 5.9 and 5.10". */
const CROSS_REFERENCE = new RegExp(String.raw`\b(?:product${GAP})?rules?${GAP}${NUMBERS}`, 'gi');
/** "product rule 2" names no rule: a chapter is not a rule. */
const WITHOUT_RULE = new RegExp(String.raw`\bproduct${GAP}rules?${GAP}\d+(?!\d|\.\d)`, 'gi');
/** A rule is defined by a heading or a bold lead that starts with its number. */
const DEFINITION = /^(?:#{2,6}\s+|\*\*)(\d+)\.(\d+)\b/gm;
/** The two documents outside the repository that the rules replaced, however they were cited. */
const OUTSIDE_DOCUMENT = /\bSPEC sections?\b|\bDESIGN(?:\.md)? sections?\b|\bDESIGN\.md\b|\bSPEC\b|\bDESIGN\b/g;

type Citation = { rule: string; line: number };

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

function citationsIn(text: string, pattern: RegExp = CITATION): Citation[] {
  return [...text.matchAll(pattern)].flatMap((m) => (m[1]?.match(new RegExp(NUMBER, 'g')) ?? []).map((rule) => ({ rule, line: lineOf(text, m.index) })));
}

/** The rules a chapter defines, and what is wrong with its numbering. */
function rulesIn(file: string, text: string): { rules: string[]; problems: string[] } {
  const chapter = /^(\d+)-/.exec(file)?.[1];
  const rules: string[] = [];
  const problems: string[] = [];
  for (const m of text.matchAll(DEFINITION)) {
    const rule = `${m[1]}.${m[2]}`;
    if (chapter === undefined || Number(m[1]) !== Number(chapter)) problems.push(`${file}:${lineOf(text, m.index)} defines ${rule} outside its chapter`);
    if (rules.includes(rule)) problems.push(`${file}:${lineOf(text, m.index)} defines ${rule} twice`);
    rules.push(rule);
  }
  return { rules, problems };
}

function definedRules(): { rules: Set<string>; problems: string[] } {
  const files = readdirSync(join(ROOT, RULES_DIR)).filter((f) => f.endsWith('.md') && f !== 'README.md');
  const found = files.map((f) => rulesIn(f, readFileSync(join(ROOT, RULES_DIR, f), 'utf8')));
  const all = found.flatMap((f) => f.rules);
  return { rules: new Set(all), problems: found.flatMap((f) => f.problems) };
}

function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : filesUnder(path);
    return TEXT_FILE.test(entry.name) ? [path] : [];
  });
}

/** Every file that may cite a rule: the scanned folders, README.md and the root's TypeScript configs. */
function scannedFiles(): string[] {
  const rootFiles = readdirSync(ROOT).filter((f) => f === 'README.md' || f.endsWith('.ts'));
  return [...SCANNED_DIRS.flatMap(filesUnder), ...rootFiles].map((f) => relative(ROOT, join(ROOT, f)).replaceAll('\\', '/'));
}

/** Each citation of a rule that `rules` lacks, as "file:line: product rule N.M". */
function brokenCitations(files: readonly { path: string; text: string }[], rules: ReadonlySet<string>): string[] {
  return files.flatMap(({ path, text }) => {
    const pattern = path.startsWith(`${RULES_DIR}/`) ? CROSS_REFERENCE : CITATION;
    const unknown = citationsIn(text, pattern)
      .filter((c) => !rules.has(c.rule))
      .map((c) => `${path}:${c.line}: product rule ${c.rule} is not defined in ${RULES_DIR}`);
    const chapterOnly = [...text.matchAll(WITHOUT_RULE)].map((m) => `${path}:${lineOf(text, m.index)}: "${m[0]}" names a chapter, not a rule`);
    return [...unknown, ...chapterOnly];
  });
}

/** Each reference to the documents the rules replaced, as "file:line: the words". */
function outsideReferences(files: readonly { path: string; text: string }[]): string[] {
  return files.flatMap(({ path, text }) => [...text.matchAll(OUTSIDE_DOCUMENT)].map((m) => `${path}:${lineOf(text, m.index)}: ${m[0]}`));
}

describe('product rules (product rule 10.16)', () => {
  const defined = definedRules();
  const files = scannedFiles()
    .filter((path) => path !== THIS_FILE)
    .map((path) => ({ path, text: readFileSync(join(ROOT, path), 'utf8') }));

  it('are defined once each, in their own chapter', () => {
    expect(defined.rules.size).toBeGreaterThan(100);
    expect(defined.problems).toEqual([]);
  });

  it('exist wherever they are cited', () => {
    // The scan reaches the code: a walk that found no citation would pass for the wrong reason.
    expect(files.filter(({ path }) => path.startsWith('src/')).flatMap(({ text }) => citationsIn(text)).length).toBeGreaterThan(0);
    expect(brokenCitations(files, defined.rules)).toEqual([]);
  });

  it('have replaced every reference to the original specification and build guide', () => {
    expect(outsideReferences(files)).toEqual([]);
  });
});

describe('reading rules and citations', () => {
  const rules = new Set(['2.4', '2.5', '9.3', '10.16']);

  it('reads a chapter’s headings and bold leads, and its numbering problems', () => {
    const chapter = [
      '# 2. Screens',
      '',
      '### 2.4 Header',
      'The header.',
      '**2.5 Bottom bar.** The bar.',
      '### 3.1 Misplaced',
      '### 2.4 Again',
      'Not 2.6 here.',
    ].join('\n');
    expect(rulesIn('02-screens.md', chapter)).toEqual({
      rules: ['2.4', '2.5', '3.1', '2.4'],
      problems: ['02-screens.md:6 defines 3.1 outside its chapter', '02-screens.md:7 defines 2.4 twice'],
    });
  });

  it('reads one citation, lists of them, and lists wrapped over comment lines', () => {
    const source = [
      '// The header hides its head icon (product rule 2.4).',
      "describe('chrome (product rules 2.4, 2.5 and 9.3)', () => {});",
      '/** Both bars (Product rules 2.4 and',
      ' * 10.16). */',
      'const price = 2.5; // no citation: not after "product rule"',
    ].join('\n');
    expect(citationsIn(source)).toEqual([
      { rule: '2.4', line: 1 },
      { rule: '2.4', line: 2 },
      { rule: '2.5', line: 2 },
      { rule: '9.3', line: 2 },
      { rule: '2.4', line: 3 },
      { rule: '10.16', line: 3 },
    ]);
  });

  it('passes a citation that exists and reports one that does not, or names a chapter', () => {
    const files = [
      { path: 'src/a.ts', text: '// Hidden without a session (product rule 2.4).' },
      { path: 'src/b.ts', text: '// Limits (product rules 9.3 and 9.99).\n// Roles: product rule 6.' },
      { path: 'docs/product/02-x.md', text: 'See rule 2.5, and rules 9.3 and 4.1.' },
    ];
    expect(brokenCitations(files, rules)).toEqual([
      'src/b.ts:1: product rule 9.99 is not defined in docs/product',
      'src/b.ts:2: "product rule 6" names a chapter, not a rule',
      'docs/product/02-x.md:1: product rule 4.1 is not defined in docs/product',
    ]);
  });

  it('reports what still cites the documents the rules replaced', () => {
    const files = [
      {
        path: 'src/c.ts',
        text: ['// As SPEC section 2 says.', '// SPEC sections 5 and 9.', '// DESIGN.md section 4', '// DESIGN section 5', '// (product rule 2.4)'].join('\n'),
      },
    ];
    expect(outsideReferences(files)).toEqual([
      'src/c.ts:1: SPEC section',
      'src/c.ts:2: SPEC sections',
      'src/c.ts:3: DESIGN.md section',
      'src/c.ts:4: DESIGN section',
    ]);
  });
});
