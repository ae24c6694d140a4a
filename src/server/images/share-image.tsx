import { advanceOf, fitText, SHARE_IMAGE_SIZES, type ShareImageFormat, type TextBox } from '@domain/share-image.js'
import type { Theme } from '@domain/themes.js'
import { drawableText, type Picture } from './picture-task.js'
import { AccentBar, PictureCanvas } from './picture.js'

export interface ShareImageInput {
  question: string
  author: string
  answer: string | null
  /** Where the page lives, e.g. `example.com/dana`. */
  address: string
  theme: Theme
  fontId: number
}

const LINE_HEIGHT = 1.3
const QUESTION_SIZES = [76, 64, 56, 48, 42, 36, 32] as const
const ANSWER_SIZES = [60, 52, 46, 40, 34, 30, 26] as const

/**
 * Each format's measures: the page's padding, the cards' inner padding, and the height the texts
 * may take, alone or shared by a question and its answer.
 */
const LAYOUTS: Record<ShareImageFormat, { padding: number; cardPadding: number; alone: number; shared: number }> = {
  story: { padding: 96, cardPadding: 64, alone: 1240, shared: 600 },
  square: { padding: 64, cardPadding: 48, alone: 620, shared: 250 },
}
const LABEL_SIZE = 34
const ADDRESS_SIZE = 36

const box = (width: number, height: number, sizes: readonly number[], fontId: number): TextBox => ({
  width,
  height,
  sizes,
  lineHeight: LINE_HEIGHT,
  advance: advanceOf(fontId),
})

/** Lines as fitted: the fitting placed every break, so the picture wraps nowhere else. */
function FittedLines({ text, box: textBox, weight }: { text: string; box: TextBox; weight: number }) {
  const fitted = fitText(drawableText(text), textBox)
  return (
    <div
      style={{
        display: 'block',
        width: textBox.width,
        fontSize: fitted.size,
        fontWeight: weight,
        lineHeight: LINE_HEIGHT,
        whiteSpace: 'pre-line',
      }}
    >
      {fitted.text}
    </div>
  )
}

function ShareCard({
  question,
  author,
  answer,
  address,
  theme,
  fontId,
  format,
}: ShareImageInput & { format: ShareImageFormat }) {
  const { colors } = theme
  const { width, height } = SHARE_IMAGE_SIZES[format]
  const layout = LAYOUTS[format]
  const textWidth = width - 2 * layout.padding - 2 * layout.cardPadding
  const textHeight = answer ? layout.shared : layout.alone
  const radius = Math.round((Number.parseFloat(theme.tileRadius) || 0) * 32)
  const card = { display: 'flex', flexDirection: 'column', padding: layout.cardPadding, borderRadius: radius } as const
  // Fixed sizes inside the canvas: satori adds a sized box's padding to its size.
  return (
    <PictureCanvas theme={theme} fontId={fontId}>
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          width: width - 2 * layout.padding,
          height: height - 2 * layout.padding,
          gap: 40,
        }}
      >
        <div style={{ display: 'flex', flexGrow: 1, flexDirection: 'column', justifyContent: 'center', gap: 40 }}>
          <div style={{ ...card, gap: 24, background: colors.surface }}>
            <div style={{ display: 'flex', fontSize: LABEL_SIZE, fontWeight: 700, opacity: 0.72 }}>
              {drawableText(author)}
            </div>
            <FittedLines text={question} box={box(textWidth, textHeight, QUESTION_SIZES, fontId)} weight={700} />
          </div>
          {answer ? (
            <div style={{ ...card, background: colors.accent, color: colors.accentText }}>
              <FittedLines text={answer} box={box(textWidth, textHeight, ANSWER_SIZES, fontId)} weight={400} />
            </div>
          ) : null}
        </div>
        <div style={{ display: 'flex', alignItems: 'center', gap: 24, fontSize: ADDRESS_SIZE, fontWeight: 700 }}>
          <AccentBar theme={theme} />
          {drawableText(address)}
        </div>
      </div>
    </PictureCanvas>
  )
}

/** A message, and its answer if it has one, as a story (1080 x 1920) or square (1080 x 1080) in the grid's look. */
export function sharePicture(input: ShareImageInput, format: ShareImageFormat): Picture {
  const { width, height } = SHARE_IMAGE_SIZES[format]
  return { element: <ShareCard {...input} format={format} />, width, height, fontId: input.fontId }
}
