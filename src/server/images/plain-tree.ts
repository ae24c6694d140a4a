import { Fragment, isValidElement, type ReactNode } from 'react'

/** An element as satori takes it without React: a tag, its style and its children. */
export interface PlainElement {
  type: string
  props: { style?: object; children?: PlainNode }
}
export type PlainNode = string | number | null | PlainElement | PlainNode[]

/**
 * A picture's React tree as plain objects that can cross to the drawing thread: components are
 * called, fragments flattened, and React's own fields (a symbol among them, which no message
 * can carry) dropped. Our picture components are plain functions of their props, without hooks.
 */
export function plainTree(node: ReactNode): PlainNode {
  if (node === null || node === undefined || typeof node === 'boolean') return null
  if (typeof node === 'string' || typeof node === 'number') return node
  if (Array.isArray(node)) return node.map(plainTree)
  if (!isValidElement<{ children?: ReactNode; style?: object }>(node)) {
    throw new TypeError('a picture holds elements and text only')
  }
  const { type, props } = node
  if (type === Fragment) return plainTree(props.children)
  if (typeof type === 'function') return plainTree((type as (props: object) => ReactNode)(props))
  if (typeof type !== 'string') throw new TypeError('a picture holds elements and text only')
  const { children, ...rest } = props
  return { type, props: { ...rest, children: plainTree(children) } }
}
