// The only script of the pages the server renders with buttons (the intro): a separate entry of
// the shell's build, without React or the federation runtime (docs/PUBLIC.md "The intro, also rendered by the server").
import { wirePageActions } from '@beantrail/mf-shared/page-actions';

wirePageActions();
