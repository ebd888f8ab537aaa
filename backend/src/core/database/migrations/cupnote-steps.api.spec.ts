import { brewingStepsSection } from '@beantrail/contracts';
import { describeAddedColumns } from '../../../testing/added-columns';
import { CupnoteSteps1733600000000 } from './1733600000000-cupnote-steps';

// 002 §2.9 step detail on the user's coffee note: a database made before the step table gets its
// columns; a new one (whose user_cupnote is typed from today's declaration) is left as it is.
describeAddedColumns(
  'the coffee note step columns',
  'user_cupnote',
  ['brewing_step_use', ...brewingStepsSection().fields.map((f) => f.name)],
  () => new CupnoteSteps1733600000000(),
);
