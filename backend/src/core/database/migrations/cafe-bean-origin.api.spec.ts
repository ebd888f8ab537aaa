import { describeAddedColumns } from '../../../testing/added-columns';
import { CAFE_BEAN_ORIGIN_COLUMNS, CafeBeanOrigin1733700000000 } from './1733700000000-cafe-bean-origin';

// 002 §3 cafe bean origin: a database made before the region, farm, grade details and blend
// switches gets their columns; a new one (typed from today's declaration) is left as it is.
describeAddedColumns(
  'the cafe bean origin columns',
  'cafe_coffeebean',
  CAFE_BEAN_ORIGIN_COLUMNS,
  () => new CafeBeanOrigin1733700000000(),
);
