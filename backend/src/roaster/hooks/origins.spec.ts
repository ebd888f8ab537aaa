import { lotOrigins, roastOrigins } from './origins';

describe('origin columns of a roast and a lot (001 §4)', () => {
  it('a roast gathers its green beans: lists of distinct codes, free texts joined, in column order', () => {
    const origins = roastOrigins([
      {
        greenbean_country_code: 'ET',
        greenbean_grade: 'G1',
        greenbean_variety_list: 'HEIR,74110',
        greenbean_process: 'W',
        greenbean_variety_etc: 'Kurume',
      },
      {
        greenbean_country_code: 'KE',
        greenbean_grade: 'G1',
        greenbean_variety_list: 'SL28,HEIR',
        greenbean_process: 'N',
        greenbean_process_etc: ' anaerobic ',
      },
    ]);
    expect(origins).toEqual({
      greenbean_country_list: 'ET,KE',
      greenbean_grade_list: 'G1',
      greenbean_grade_detail_list: '',
      greenbean_variety_list: 'HEIR,74110,SL28',
      greenbean_variety_etc: 'Kurume',
      greenbean_process_list: 'W,N',
      greenbean_process_etc: 'anaerobic',
    });
    // The SET of the roast's UPDATE follows this order.
    expect(Object.keys(origins)).toEqual([
      'greenbean_country_list',
      'greenbean_grade_list',
      'greenbean_grade_detail_list',
      'greenbean_variety_list',
      'greenbean_variety_etc',
      'greenbean_process_list',
      'greenbean_process_etc',
    ]);
  });

  it("a lot gathers its roasts' own origin columns into its blending_ ones", () => {
    const origins = lotOrigins([
      {
        greenbean_country_list: 'ET,KE',
        greenbean_grade_detail_list: 'AA',
        greenbean_process_etc: 'honey',
        greenbean_variety_etc: null,
      },
      { greenbean_country_list: 'CO', greenbean_grade_detail_list: 'AA', greenbean_process_etc: 'honey' },
    ]);
    expect(origins).toEqual({
      blending_country_list: 'ET,KE,CO',
      blending_grade_list: '',
      blending_grade_detail_list: 'AA',
      blending_variety_list: '',
      blending_variety_etc: null,
      blending_process_list: '',
      blending_process_etc: 'honey',
    });
  });
});
