/** Links that open a chat with the dealer in a messenger, with a first message typed in (docs/decisions/pages-home-about-contact.md#21). */

export interface Messengers {
  telegram: string;
  viber: string;
  whatsapp: string;
}

export type MessengerId = keyof Messengers;

function withParam(link: string, name: string, value: string): string {
  return `${link}${link.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`;
}

export function messengerLinks(messengers: Messengers, text: string): { id: MessengerId; href: string }[] {
  return [
    { id: 'telegram', href: withParam(messengers.telegram, 'text', text) },
    { id: 'viber', href: withParam(messengers.viber, 'draft', text) },
    { id: 'whatsapp', href: withParam(messengers.whatsapp, 'text', text) },
  ];
}
