import { describe, expect, it } from 'vitest'
import { plainTree } from '@server/images/plain-tree.js'

function Label({ text }: { text: string }) {
  return <span style={{ fontWeight: 700 }}>{text}</span>
}

describe('plainTree', () => {
  it('calls components, flattens fragments and keeps tags, styles and text, as plain data a thread can receive', () => {
    const tree = plainTree(
      <div style={{ display: 'flex' }}>
        <>
          <Label text="Hi" />
          {false}
          {3}
        </>
      </div>,
    )
    expect(tree).toEqual({
      type: 'div',
      props: {
        style: { display: 'flex' },
        children: [{ type: 'span', props: { style: { fontWeight: 700 }, children: 'Hi' } }, null, 3],
      },
    })
    expect(structuredClone(tree)).toEqual(tree)
  })
})
