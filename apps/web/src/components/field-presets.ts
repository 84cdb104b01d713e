/** The spec's "Number" (the order form and the profile): a phone number, typed on a number pad. */
export const phoneNumberInput = {
  label: 'Number',
  type: 'tel',
  inputMode: 'numeric',
  autoComplete: 'tel',
  required: true,
  placeholder: 'e.g. +1 614 555 0123',
} as const;
