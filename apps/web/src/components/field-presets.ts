/** The spec's "Number" (the order form and the profile): a phone number, typed on a number pad. */
export const phoneNumberInput = {
  label: 'Number',
  type: 'tel',
  inputMode: 'numeric',
  autoComplete: 'tel',
  required: true,
  placeholder: 'e.g. +8801712345678',
} as const;
