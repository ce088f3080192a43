import * as z from 'zod/mini';
import type { MessageKey } from './message-keys';
import type { FieldError } from './validation';

/** What a form's rule check finds: nothing, one problem, or one per field it faults. */
type FormProblems = FieldError | readonly FieldError[] | null;

type FormValues<F extends string> = { [K in F]: string };

/**
 * A form's schema: its fields, each a string as typed, and the rule check the client and the
 * server share (validation.ts), whose problems become issues at their field with the message key
 * as their message. The form hands it to react-hook-form as its resolver (useContractForm), and
 * the server reads the same schema's first problem (`firstProblem`), so what the form refuses
 * and what the server refuses cannot drift apart.
 */
export function formSchema<const F extends string>(fields: readonly F[], check: (value: FormValues<F>) => FormProblems) {
  const shape = Object.fromEntries(fields.map((field) => [field, z.string()])) as { [K in F]: z.ZodMiniString<string> };
  return z.object(shape).check(
    z.superRefine((value, ctx) => {
      const found = check(value as FormValues<F>);
      const problems: readonly FieldError[] = found === null ? [] : Array.isArray(found) ? found : [found as FieldError];
      for (const problem of problems) ctx.issues.push({ code: 'custom', path: [problem.field], message: problem.message, input: value });
    }),
  );
}

/** Each field's own check, in the form's order: the problems of those that fail. */
export function fieldProblems(found: Readonly<Record<string, MessageKey | null>>): FieldError[] {
  return Object.entries(found).flatMap(([field, message]) => (message === null ? [] : [{ field, message }]));
}

/** The first problem a form's schema finds in a call's fields, as the server answers it beside its field. */
export function firstProblem(schema: z.ZodMiniType, value: unknown): FieldError | null {
  const parsed = schema.safeParse(value);
  const issue = parsed.success ? undefined : parsed.error.issues[0];
  return issue ? { field: String(issue.path[0] ?? ''), message: issue.message as MessageKey } : null;
}
