import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { type BaseSyntheticEvent, useRef, useState } from 'react';
import { type DefaultValues, type FieldErrors, type Path, type PathValue, useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { ApiError } from '#src/shared/api/api-error';
import { isMessageKey, type MessageKey } from '#src/shared/contract/message-keys';
import { describeError, SERVER_MESSAGES } from '#src/shared/i18n/server-messages';
import { showToast } from '#src/shared/ui/toast-store';

type Values = Record<string, string>;

type ContractFormOptions<V extends Values> = {
  defaultValues: V;
  /** The form's field a server answer names by another name (a bind form's `target` for `mobileNum`). */
  serverFields?: Readonly<Record<string, Path<V>>>;
  /** Where a failure that is no field's goes: a toast, or the form's own line (FormFailure). */
  failures?: 'toast' | 'form';
  /** A problem told with the form's own values (a money field's limits) instead of its key's text. */
  wording?: (key: MessageKey) => MessageDescriptor | undefined;
};

/** How a field is typed into: `keep` rewrites what is typed; `live` checks it once left filled, then as typed. */
type FieldOptions = { keep?: (typed: string) => string; live?: boolean };

/**
 * A form on react-hook-form, checked by its contract schema (formSchema): the same rules the
 * server applies, each problem shown beside its field in the player's language and cleared as
 * they type there, the first faulty field focused. Its one submit guard: a second tap while a
 * send is in flight does nothing (before React has re-rendered the disabled button too), and a
 * refusal the server places on a field goes beside it, any other failure (offline, timeout,
 * the server down) into a toast; what was typed always stays.
 */
export function useContractForm<V extends Values>(
  schema: z.ZodMiniType<V, V>,
  { defaultValues, serverFields = {}, failures = 'toast', wording }: ContractFormOptions<V>,
) {
  const { _ } = useLingui();
  const form = useForm<V>({
    resolver: zodResolver(schema),
    defaultValues: defaultValues as DefaultValues<V>,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // Focused here, in the check's order, controlled fields too (see focusFirst).
    shouldFocusError: false,
  });
  // RHF's isSubmitting ends with each handleSubmit, a refused second tap's too: the guard keeps its own.
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  // The fields this render draws: a refusal is placed only beside one the player can see.
  const drawn = useRef(new Set<string>());
  drawn.current = new Set();
  // The inputs of controlled fields, which react-hook-form does not hold, to focus one with a problem.
  const inputs = useRef(new Map<string, HTMLInputElement>());
  // The live fields the player has left filled (or set by a button): checked as they change from then on.
  const touched = useRef(new Set<string>());
  const live = useRef(new Set<string>());
  live.current = new Set();

  const errorText = (name: Path<V>): string | undefined => {
    const key = (form.formState.errors as FieldErrors<Values>)[name]?.message;
    return key && isMessageKey(key) ? _(wording?.(key) ?? SERVER_MESSAGES[key]) : undefined;
  };

  /** Checks a live field from now on (left filled, or set by a button). */
  const touch = (name: Path<V>) => {
    touched.current.add(name);
    void form.trigger(name);
  };

  /**
   * An input's props (TextField, PasswordField): registered, with its error, cleared as the player
   * types. `keep` rewrites what is typed before the form reads it (a payment password takes
   * digits only); a `live` field (an amount) is checked once the player leaves it filled, then at
   * every change, as a money field tells its limits while they type.
   */
  const field = (name: Path<V>, { keep, live: checkedLive = false }: FieldOptions = {}) => {
    drawn.current.add(name);
    if (checkedLive) live.current.add(name);
    const registered = form.register(name, {
      onChange: () => (checkedLive && touched.current.has(name) ? void form.trigger(name) : form.clearErrors(name)),
      onBlur: () => {
        if (checkedLive && (touched.current.has(name) || form.getValues(name) !== '')) touch(name);
      },
    });
    const onChange: typeof registered.onChange = (event) => {
      if (keep) event.target.value = keep(event.target.value);
      return registered.onChange(event);
    };
    return { ...registered, onChange, error: errorText(name) };
  };

  /** Checks again the live fields already checked, against the form's rules as they are now (another channel's limits). */
  const recheck = () => {
    for (const name of touched.current) void form.trigger(name as Path<V>);
  };

  /** Empties the form after a send, as new (its live fields unchecked until left filled again). */
  const reset = (values?: V) => {
    touched.current.clear();
    form.reset(values);
  };

  /** Sets a field as a button does (a preset amount), checked at once. */
  const set = (name: Path<V>, value: string) => {
    form.setValue(name, value as PathValue<V, Path<V>>);
    touch(name);
  };

  /**
   * The input of a field the form does not hold (a controlled one, the captcha), to focus it when
   * faulty: one ref callback per field, so React does not detach and attach it at every render.
   */
  const refs = useRef(new Map<string, (input: HTMLInputElement | null) => void>());
  const inputOf = (name: Path<V>) => {
    let ref = refs.current.get(name);
    if (!ref) {
      ref = (input) => {
        if (input) inputs.current.set(name, input);
        else inputs.current.delete(name);
      };
      refs.current.set(name, ref);
    }
    return ref;
  };

  /** A field drawn by a component that keeps its own value (the captcha): its problem, and its input's ref. */
  const problem = (name: Path<V>) => {
    drawn.current.add(name);
    return { error: errorText(name), ref: inputOf(name) };
  };

  /** A field drawn by a component that takes a value and a setter (the code field). */
  const controlled = (name: Path<V>) => {
    drawn.current.add(name);
    return {
      ref: inputOf(name),
      value: form.watch(name) as string,
      onChange: (value: string) => {
        form.setValue(name, value as PathValue<V, Path<V>>);
        form.clearErrors(name);
      },
      error: errorText(name),
    };
  };

  /** Puts a refusal the server placed on a field beside it; false for any other failure. */
  const placeOnField = (error: unknown): boolean => {
    if (!(error instanceof ApiError) || !isMessageKey(error.messageKey)) return false;
    const named = (error.value as { field?: unknown } | null | undefined)?.field;
    if (typeof named !== 'string') return false;
    const name = serverFields[named] ?? named;
    if (!drawn.current.has(name)) return false;
    form.setError(name as Path<V>, { type: 'server', message: error.messageKey });
    focus(name);
    return true;
  };

  const focus = (name: string) => {
    const input = inputs.current.get(name);
    if (input) input.focus();
    else form.setFocus(name as Path<V>);
  };

  /** The first faulty field the player can see, in the order the check found them, takes the focus. */
  const focusFirst = (errors: FieldErrors<V>) => {
    const first = Object.keys(errors).find((name) => drawn.current.has(name));
    if (first) focus(first);
  };

  /**
   * The form's onSubmit: checks, then `send` with the checked values, once at a time. `invalid`
   * sees the problems when the check fails (a form that tells one of them another way).
   */
  const submit = (send: (values: V) => Promise<void>, invalid?: (errors: FieldErrors<V>) => void) => (event?: BaseSyntheticEvent) => {
    setFailure(null);
    // Once submitted, a live field is checked as it changes.
    for (const name of live.current) touched.current.add(name);
    return form.handleSubmit(
      async (values) => {
        if (inFlight.current) return;
        inFlight.current = true;
        setBusy(true);
        try {
          await send(values);
        } catch (error) {
          if (placeOnField(error)) return;
          if (failures === 'form') setFailure(describeError(error));
          else showToast(describeError(error), { tone: 'error', ms: 3000 });
        } finally {
          inFlight.current = false;
          setBusy(false);
        }
      },
      (errors) => {
        focusFirst(errors);
        invalid?.(errors);
      },
    )(event);
  };

  return { form, field, controlled, problem, set, reset, recheck, submit, busy, failure };
}
