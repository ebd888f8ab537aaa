/**
 * Common passwords the length rule alone would let through (12+ characters), for
 * `isCommonPassword`. The list holds what people really choose at this length —
 * digit and keyboard runs, the most common words with the suffixes people add to reach a length,
 * Korean words typed on a QWERTY layout, coffee words — and `password-rule.ts` adds patterns no list
 * can hold (repeats, runs, keyboard rows, the product's and the user's own names). Lowercase; the
 * check lowercases too.
 */

/** The most common short passwords' words (breach lists' top entries), made long the usual ways. */
export const COMMON_WORDS: readonly string[] = [
  'password', 'passw0rd', 'p@ssw0rd', 'p@ssword', 'iloveyou', 'qwerty', 'football', 'baseball', 'sunshine', 'princess', 'welcome',
  'monkey', 'dragon', 'master', 'letmein', 'shadow', 'superman', 'michael', 'jennifer', 'trustno1', 'starwars', 'whatever', 'freedom',
  'computer', 'internet', 'samsung', 'pokemon', 'charlie', 'liverpool', 'chelsea', 'arsenal', 'soccer', 'hello', 'admin', 'changeme',
  'secret', 'abc123', 'qwer', 'asdf', 'zxcv', 'love', 'korea', 'seoul', 'busan', 'coffee', 'summer', 'winter', 'spring', 'autumn',
  'flower', 'angel', 'hunter', 'killer', 'batman', 'cookie', 'banana', 'cheese', 'purple', 'orange', 'ginger', 'pepper', 'tigger',
  'buster', 'soccer', 'hockey', 'mustang', 'maggie', 'jordan', 'daniel', 'thomas', 'andrew', 'joshua', 'ashley', 'nicole', 'jessica',
  'matthew', 'minecraft', 'fortnite', 'google', 'facebook', 'naver', 'kakao', 'samsung', 'apple', 'iphone', 'galaxy', 'login',
  'qwertyuiop', 'asdfghjkl', 'zxcvbnm', 'administrator', 'sarang', 'saranghae', 'annyeong', 'gwangju', 'incheon', 'daegu',
];
const SUFFIXES = ['1', '12', '123', '1234', '12345', '123456', '1234567', '!', '!!', '1!', '123!', '1234!', '!@#', '!@#$', '2020', '2021', '2022', '2023', '2024', '2025', '2026', '0000', '1111', '7777', '@123', '#1'];

/** Written out: runs, keyboard walks, doubled words, Korean typed on a QWERTY keyboard. */
const LITERAL = [
  '123456789012', '1234567890123', '12345678901234', '123456789123', '1234567891011', '12345678910', '123123123123', '123412341234',
  '121212121212', '112233445566', '111222333444', '123321123321', '147258369147', '147852369147', '159357159357', '135792468000',
  '098765432109', '000000000000', '111111111111', '999999999999', '123456123456', '654321654321', '012345678910', '100200300400',
  'qwertyuiop12', 'qwertyuiop123', 'qwertyuiop1234', 'qwerty123456', 'qwerty1234567', 'qwertyqwerty', 'qwerty12345!', '1qaz2wsx3edc',
  '1qaz2wsx3edc4rfv', 'zaq12wsxcde3', 'qazwsxedcrfv', 'qazwsxedc123', '1q2w3e4r5t6y', '1q2w3e4r5t6y7u', '1q2w3e4r!@#$', 'q1w2e3r4t5y6',
  'qwer1234qwer', 'qwer1234!@#$', 'asdf1234asdf', 'zxcv1234zxcv', 'asdfghjkl123', 'asdfghjklqwe', 'asdfasdfasdf', 'zxcvbnm12345',
  'abcd1234abcd', 'abc123abc123', 'abcdefghijkl', 'abcdefg12345', 'a1b2c3d4e5f6', 'passwordpassword', 'password1234567',
  'iloveyouiloveyou', 'iloveyou1234', 'loveyouforever', 'letmeinletmein', 'welcometomyhome', 'administrator1', 'adminadmin123',
  'changeme1234', 'trustno1trustno1', 'thequickbrownfox', 'correcthorsebatterystaple', 'ihateyou1234', 'nopassword123',
  // Korean typed with the keyboard in English mode: 안녕하세요, 사랑해, 비밀번호, 대한민국, 커피, 사랑해요.
  'dkssudgktpdy', 'dkssudgktpdy1', 'tkfkdgo12345', 'tkfkdgotkfkdgo', 'tkfkdgody123', 'qlalfqjsgh12', 'qlalfqjsgh123', 'qlalfqjsgh1234',
  'eogksalsrnr1', 'eogksalsrnr12', 'eogksalsrnr123', 'zjvlzjvlzjvl', 'qlalfqjsgh!@', 'gksrmf123456',
  // Coffee words and this product (the context check in password-rule.ts covers their variants too).
  'ilovecoffee1', 'ilovecoffee123', 'coffeelover1', 'coffeelover123', 'coffeetime123', 'americano123', 'americano1234', 'espresso1234',
  'espresso12345', 'cappuccino12', 'cappuccino123', 'barista12345', 'roaster12345', 'beantrail123', 'beantrail1234', 'coffeebean12',
];

const MIN_LENGTH = 12;

export const COMMON_PASSWORDS: readonly string[] = [
  ...new Set([...LITERAL, ...COMMON_WORDS.flatMap((w) => [w + w, ...SUFFIXES.map((s) => w + s), ...SUFFIXES.map((s) => s + w)])].filter((p) => [...p].length >= MIN_LENGTH)),
];
