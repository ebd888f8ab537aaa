// What a detail form needs before it renders: the spec's widgets and the built-in sections. Only
// the lazily loaded detail modules import it (lazy-detail.tsx), so a list page loads none of the
// form's code: final-form, the widgets and their MUI parts.
import '../sections/builtin';
import { registerDefaultWidgets } from '../widgets/default-widgets';

registerDefaultWidgets();
