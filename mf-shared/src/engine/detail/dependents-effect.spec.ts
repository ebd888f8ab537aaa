import { CAFE_PAGES } from '@beantrail/contracts';
import { dependentsOf } from './dependents-effect';

describe('dependentsOf: the selects a field narrows (cafe review: a changed bean kept its old lot)', () => {
  it("a brew's lot depends on its bean, and nothing depends on the lot", () => {
    const deps = dependentsOf(CAFE_PAGES.cafeBrewingResult);
    expect(deps.get('coffeebean_seq')).toEqual(['received_seq']);
    expect(deps.get('received_seq')).toBeUndefined();
  });
});
