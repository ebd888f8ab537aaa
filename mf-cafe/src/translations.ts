import { entityTexts } from './entity-texts';

/** Texts of the cafe area (namespace `cafe`), both languages complete. */
export const translations = {
  kr: {
    landing: {
      lead: '선택한 카페의 홈입니다. 원두, 추출, 장비 메뉴는 영역 메뉴에서 고르세요.',
      role: '내 권한',
      seq: '카페 번호',
    },
    entity: entityTexts('kr'),
    qr: {
      reload: '다시 불러오기',
      register: '원두 등록하기',
      default: {
        lead: '{{roastery}}의 "{{name}}" QR 코드로 원두를 등록합니다. 내용을 확인하고 저장하세요.',
        reload_lead:
          '등록된 원두를 {{roastery}}의 "{{name}}" 원두 정보로 다시 불러왔습니다. 바뀐 내용을 확인하고 저장하세요. 되돌리기를 누르면 등록된 내용으로 돌아갑니다.',
      },
      received: {
        lead: '"{{name}}" 로트({{date}} 블렌딩)를 입고합니다. 입고량을 입력하고 저장하세요.',
        first: '"{{name}}" 로트({{date}} 블렌딩)의 QR 코드입니다.',
        before: '이 로트는 이미 입고한 적이 있습니다: {{dates}}',
      },
    },
    supplier: {
      lead: '"{{event}}" 이벤트로 {{roastery}}에 고객 카페로 등록을 신청합니다. 로스터리가 승인하면 연결됩니다.',
      waiting: '등록 신청이 접수되어 로스터리의 승인을 기다리고 있습니다. 다시 보내면 신청 내용이 바뀝니다.',
      rejoin: '예전에 이 로스터리와의 연결이 끝났거나 신청이 받아들여지지 않았습니다. 보내면 다시 연결을 요청합니다.',
      go_list: '로스터리 목록 보기',
    },
  },
  en: {
    landing: {
      lead: 'The home of the selected cafe. Pick beans, brewing or equipment from the area menu.',
      role: 'My role',
      seq: 'Cafe no.',
    },
    entity: entityTexts('en'),
    qr: {
      reload: 'Reload',
      register: 'Register the bean',
      default: {
        lead: 'Registering a bean from the QR code of "{{name}}" by {{roastery}}. Check the details and save.',
        reload_lead:
          'The registered bean was reloaded from the bean information of "{{name}}" by {{roastery}}. Check what changed and save; Undo puts back what was registered.',
      },
      received: {
        lead: 'Receiving a lot of "{{name}}" (blended {{date}}). Enter the mass received and save.',
        first: 'This is the QR code of a lot of "{{name}}" (blended {{date}}).',
        before: 'This lot was received before: {{dates}}',
      },
    },
    supplier: {
      lead: 'Register with {{roastery}} as a customer cafe through the event "{{event}}". You are linked once the roastery accepts.',
      waiting: 'Your registration has arrived and waits for the roastery. Sending it again updates it.',
      rejoin:
        'The link with this roastery ended before, or a registration was not accepted. Sending this asks to be linked again.',
      go_list: 'See your roasteries',
    },
  },
};
