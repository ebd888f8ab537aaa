// What the pages the server renders run without the application (docs/FRONTEND.md "Pages the server renders").
export { wirePageActions } from './page-actions';
export { wireSignIn } from './sign-in';
