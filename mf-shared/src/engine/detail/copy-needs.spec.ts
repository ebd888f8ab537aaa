import { USER_PAGES, findField } from '@beantrail/contracts';
import { copySpec, missingForCopy } from './copy-needs';

// Spec 002 §2.9 "product serial with a type selector (code group BNDV) and a check button", §4
// "selecting a serial type and pressing check loads bean info": the check runs once the serial and
// its type are both there, from the type's choice or from the button.
describe("the coffee note's serial check (002 §2.9, §4)", () => {
  const type = findField(USER_PAGES.userCupnote, 'cupnote_serial_type')!;

  it('is declared with a check button, and needs the serial', () => {
    expect(copySpec(type)).toMatchObject({ url: '/api/user/beaninfo/check', button: true, needs: ['cupnote_serial'] });
  });

  it('waits for the serial: a type chosen first checks nothing yet', () => {
    expect(missingForCopy(type, 'RSTRDT', { cupnote_serial: '' })).toEqual(['cupnote_serial']);
    expect(missingForCopy(type, 'RSTRDT', {})).toEqual(['cupnote_serial']);
  });

  it('waits for the type too: the button pressed without one names it', () => {
    expect(missingForCopy(type, '', { cupnote_serial: 'abc' })).toEqual(['cupnote_serial_type']);
    expect(missingForCopy(type, null, { cupnote_serial: '' })).toEqual(['cupnote_serial', 'cupnote_serial_type']);
  });

  it('runs with both', () => {
    expect(missingForCopy(type, 'CAFEDT', { cupnote_serial: '0b7f…' })).toEqual([]);
  });

  it('a copy that needs nothing runs on its value alone (a recipe chosen on a brew)', () => {
    const recipe = findField(USER_PAGES.userBrewingResult, 'brewing_seq')!;
    expect(copySpec(recipe)).toEqual({ url: '/api/user/brewing/default/copy' });
    expect(missingForCopy(recipe, 3, {})).toEqual([]);
    expect(missingForCopy(recipe, '', {})).toEqual(['brewing_seq']);
  });
});
