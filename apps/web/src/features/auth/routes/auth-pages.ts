/**
 * The three sign-in pages travel as one chunk: they share most of their code (the card, the forms, the
 * finishing step), a visitor often goes from one to another, and fewer chunks keep the shell's
 * table of page chunks (and so every first visit) smaller.
 */
export { LoginPage } from './login-page';
export { RegisterPage } from './register-page';
export { ResetPasswordPage } from './reset-password-page';
