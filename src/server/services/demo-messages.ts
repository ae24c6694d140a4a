import { DEFAULT_AUTHOR_LABEL } from '@domain/messages.js'

/** What visitors write to the demo page: questions, thanks, offers and contest entries of every length. */
const SAMPLE_MESSAGES = [
  'Your last photo series was stunning, where was it taken?',
  'Would you do a collab with my studio? We make leather camera straps and would love to send you one.',
  'Loved the keyboard build video!',
  'What film stock do you use the most?',
  'Thanks for answering everyone, you are the best.',
  'Can you share your editing preset?',
  'Giveaway entry: I would love the print!',
  'hi :)',
  'Do you ever run workshops? I am in Kraków most weekends and would happily pay for a day of shooting together.',
  'Which switches are in the walnut board?',
  'Your page made me pick up my old Zenit again. Thank you!',
  'Is the blue hour series for sale?',
  'How long did the lake timelapse take?',
  'Giveaway entry. Fingers crossed 🤞',
  'Could you review my portfolio some day? No pressure at all.',
  'What is in your bag for a day in the mountains?',
  'Big fan of the way you write about light.',
  'Do you develop the film yourself or send it out?',
  'Please do a video on the soldering setup.',
  'Saw your prints at the café on Szeroka street, they look even better in person.',
]

/** Names that anonymous visitors signed with (the tile's optional nickname); most leave it empty. */
const NICKNAMES = ['Marta', 'a fellow film nerd', 'K.', 'Tomek from Lublin']

/** The demo's answered questions: what the Q&A tile shows, newest last. */
export const DEMO_QUESTIONS = [
  {
    question: 'What camera do you carry every day?',
    answer: 'An old Olympus XA: it fits in a jacket pocket and never asks me anything.',
  },
  {
    question: 'How did you start building keyboards?',
    answer: 'A broken key on my laptop, a soldering iron from my dad, and far too much curiosity.',
  },
  {
    question: 'Any tips for shooting at night?',
    answer: 'Brace the camera on anything solid, expose for the lights and let the shadows go.',
  },
] as const

export interface DemoMessageAuthor {
  anonymous: boolean
  authorLabel: string
  /** Index into the fans, for a signed message. */
  fan?: number
}

/** The body of the n-th seeded message: the samples in a shuffled-looking order. */
export const demoMessageBody = (n: number) => SAMPLE_MESSAGES[(n * 7) % SAMPLE_MESSAGES.length]!

/** Who wrote the n-th seeded message: a third are signed by a fan, a few anonymous ones carry a nickname. */
export function demoMessageAuthor(n: number, fans: readonly string[]): DemoMessageAuthor {
  if (n % 3 === 0) {
    const fan = (n / 3) % fans.length
    return { anonymous: false, authorLabel: fans[fan]!, fan }
  }
  const nickname = n % 5 === 1 ? NICKNAMES[n % NICKNAMES.length]! : DEFAULT_AUTHOR_LABEL
  return { anonymous: true, authorLabel: nickname }
}
