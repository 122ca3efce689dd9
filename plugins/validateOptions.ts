import type {OptionValidationContext, ValidationSchema} from '@docusaurus/types';

/**
 * A plugin's `validateOptions`, the Docusaurus convention: Docusaurus calls it
 * with its own `validate` (which also accepts the plugin `id`) before the
 * plugin runs, so a wrong option stops the build with Joi's message naming it.
 * Docusaurus types the hook as generic in the options it is given; this holds
 * the one schema the plugin has.
 */
export function validateWith<O>(schema: ValidationSchema<O>) {
  return <T, U>({validate, options}: OptionValidationContext<T, U>): U =>
    validate(schema as unknown as ValidationSchema<U>, options);
}
