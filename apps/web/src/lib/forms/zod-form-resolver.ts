import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { type FieldMessages, issueMessage } from './field-messages';

/**
 * react-hook-form's resolver for a contract's zod schema, its messages in the person's language: the schema decides
 * what is wrong (so the form and the server refuse the same input), `issueMessage` says it (field-messages.ts), never
 * the schema's English. Each field shows its first issue.
 */
export function zodFormResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  fieldMessages: FieldMessages = {},
): Resolver<Input, unknown, Output> {
  return async (values, _context, options) => {
    const parsed = await schema.safeParseAsync(values);
    if (parsed.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: parsed.data, errors: {} };
    }
    const errors: Record<string, FieldError> = {};
    for (const issue of parsed.error.issues) {
      errors[issue.path.map(String).join('.')] ??= { type: issue.code, message: issueMessage(issue, fieldMessages) };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
