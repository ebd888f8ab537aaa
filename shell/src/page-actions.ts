// The only script of the pages the server renders with controls (the intro's buttons, the sign-in
// form): a separate entry of the shell's build, without React or the federation runtime
// (docs/PUBLIC.md "The intro, also rendered by the server"; docs/FRONTEND.md "The sign-in page").
import { wirePageActions, wireSignIn } from '@beantrail/mf-shared/page-actions';

wirePageActions();
wireSignIn();
