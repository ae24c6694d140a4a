/**
 * Words a person reads, written in JSX outside the catalogue (ADR 0068): JSX text, and the string
 * value of an attribute people read or hear (`aria-label`, `title`, `placeholder`, `alt`, and the
 * props our components pass on to them: `label`, `hint`, `description`…). They go through
 * `<Trans id message />` or `i18n._({ id, message })` instead. A value without a letter (`/`, `·`,
 * `→`) and the brand name are not words to translate.
 */
const USER_FACING_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
  'hint',
  'description',
  'note',
  'confirmLabel',
  'cancelLabel',
  'reason',
])
const UNTRANSLATED = new Set(['Tessera', 'Tessera Pro', 'Pro'])

const hasWords = (text) => /\p{L}/u.test(text) && !UNTRANSLATED.has(text.trim())

/** @type {import('eslint').Rule.RuleModule} */
export const noUnlocalizedJsx = {
  meta: {
    type: 'problem',
    docs: { description: 'Refuses user-facing string literals in JSX: they go through the message catalogue.' },
    schema: [],
    messages: {
      text: 'Text people read goes through the catalogue: <Trans id="…" message="…" /> (ADR 0068).',
      attribute: 'The {{name}} people read or hear goes through the catalogue: i18n._({ id, message }) (ADR 0068).',
    },
  },
  create(context) {
    const literalOf = (value) => {
      if (!value) return undefined
      if (value.type === 'Literal' && typeof value.value === 'string') return value.value
      if (value.type !== 'JSXExpressionContainer') return undefined
      const { expression } = value
      if (expression.type === 'Literal' && typeof expression.value === 'string') return expression.value
      if (expression.type === 'TemplateLiteral') return expression.quasis.map((quasi) => quasi.value.cooked).join(' ')
      return undefined
    }
    return {
      JSXText(node) {
        if (hasWords(node.value)) context.report({ node, messageId: 'text' })
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : undefined
        if (!name || !USER_FACING_ATTRIBUTES.has(name)) return
        const text = literalOf(node.value)
        if (text !== undefined && hasWords(text)) context.report({ node, messageId: 'attribute', data: { name } })
      },
    }
  },
}
