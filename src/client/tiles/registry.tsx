import type { FunctionComponent } from 'react'
import type { TileType } from '@domain/grid'
import {
  EmbedForm,
  ImageForm,
  IntroductionForm,
  LinkForm,
  LinksGridForm,
  MessageForm,
  QaForm,
  SocialLinksForm,
  TextForm,
  type TileFormProps,
} from './forms'
import {
  EmbedSketch,
  ImageSketch,
  IntroductionSketch,
  LinkSketch,
  LinksGridSketch,
  MessageSketch,
  QaSketch,
  SocialLinksSketch,
  TextSketch,
  type SketchProps,
} from './sketches'

/** What the app shows of a tile type: its form (the Edit modal's Data tab) and its /home miniature. */
export interface ClientTileKind {
  Form: FunctionComponent<TileFormProps>
  Sketch: FunctionComponent<SketchProps>
}

/**
 * The app's part of each tile type (names, icons and rules are in src/domain/tile-types.ts). A type
 * missing here does not build.
 */
export const CLIENT_TILE_KINDS: Record<TileType, ClientTileKind> = {
  introduction: { Form: IntroductionForm, Sketch: IntroductionSketch },
  image: { Form: ImageForm, Sketch: ImageSketch },
  link: { Form: LinkForm, Sketch: LinkSketch },
  'links-grid': { Form: LinksGridForm, Sketch: LinksGridSketch },
  'social-links': { Form: SocialLinksForm, Sketch: SocialLinksSketch },
  embed: { Form: EmbedForm, Sketch: EmbedSketch },
  text: { Form: TextForm, Sketch: TextSketch },
  'message.me': { Form: MessageForm, Sketch: MessageSketch },
  qa: { Form: QaForm, Sketch: QaSketch },
}
