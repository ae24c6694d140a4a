// The landing's own CSS, one stylesheet per section, joined in the order the sections appear.
// The order is the cascade: later rules override earlier ones of the same specificity (the CTA's
// `.claim`, and the reduced-motion rules, which must come last).
import CTA_CSS from './cta.css?inline'
import DEMO_WALKTHROUGH_CSS from './demo-walkthrough.css?inline'
import FAQ_CSS from './faq.css?inline'
import FEATURES_CSS from './features.css?inline'
import HERO_CSS from './hero.css?inline'
import PRICING_CSS from './pricing.css?inline'
import REDUCED_MOTION_CSS from './reduced-motion.css?inline'
import SECTION_CSS from './section.css?inline'

export const LANDING_CSS =
  HERO_CSS + SECTION_CSS + FEATURES_CSS + DEMO_WALKTHROUGH_CSS + PRICING_CSS + FAQ_CSS + CTA_CSS + REDUCED_MOTION_CSS
