import { entityTexts } from './entity-texts';

/** Texts of the administrator area (namespace `admin`), Korean. */
const kr = {
  landing: { title: '관리자 홈', lead: '코드, 지도, 회사, 제품 같은 기준 정보를 관리합니다.', code_group_count: '코드 그룹', code_count: '코드', user_count: '사용자' },
  entity: entityTexts('kr'),
  system: {
    definition_title: '테이블 정의',
    compare_title: '테이블 비교',
    schema: '스키마',
    table: '테이블',
    columns: '컬럼',
    column: '컬럼',
    type: '유형',
    role: { primaryKey: '기본 키', search: '검색', order: '정렬', name: '이름' },
    field: { schema: '스키마', table: '테이블', primaryKey: '기본 키' },
    generate: '코드 만들기',
    compare_link: '실제 테이블과 비교',
    snippet: { declaration: '페이지 선언 (contracts)', create: 'CREATE TABLE ({{dialect}})', definition: '정의 (JSON)' },
    copy: '복사',
    paste: '정의 붙여넣기 (JSON)',
    apply: '붙여넣은 정의 적용',
    definition: '정의 (JSON)',
    compare: '비교',
    no_table: '{{table}} 테이블이 아직 없습니다. 아래 문장으로 만듭니다.',
    missing_in_table: '정의에만 있는 컬럼 (테이블에 없음)',
    missing_in_definition: '테이블에만 있는 컬럼 (정의에 없음)',
    changed: '유형이 다른 컬럼',
    statements: '스키마 변경 문장 (실행 전에 검토하세요)',
    same: '정의와 테이블이 같습니다',
    none: '없음',
  },
};

/** English; typed by the Korean, so neither language can miss a key. */
const en: typeof kr = {
  landing: { title: 'Administration', lead: 'Maintain master data: codes, map, companies and products.', code_group_count: 'Code groups', code_count: 'Codes', user_count: 'Users' },
  entity: entityTexts('en'),
  system: {
    definition_title: 'Table definition',
    compare_title: 'Table compare',
    schema: 'Schema',
    table: 'Table',
    columns: 'Columns',
    column: 'Column',
    type: 'Type',
    role: { primaryKey: 'Key', search: 'Search', order: 'Order', name: 'Name' },
    field: { schema: 'Schema', table: 'Table', primaryKey: 'Primary key' },
    generate: 'Generate code',
    compare_link: 'Compare with the live table',
    snippet: { declaration: 'Page declaration (contracts)', create: 'CREATE TABLE ({{dialect}})', definition: 'Definition (JSON)' },
    copy: 'Copy',
    paste: 'Paste a definition (JSON)',
    apply: 'Apply the pasted definition',
    definition: 'Definition (JSON)',
    compare: 'Compare',
    no_table: 'There is no table {{table}} yet; the statement below creates it.',
    missing_in_table: 'Only in the definition (not in the table)',
    missing_in_definition: 'Only in the table (not in the definition)',
    changed: 'Columns of another type',
    statements: 'Schema-change statements (review before running them)',
    same: 'The definition and the table agree',
    none: 'None',
  },
};

export const translations = { kr, en };
