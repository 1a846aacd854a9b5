import { Mark, markPasteRule, mergeAttributes } from '@tiptap/core'
import { Plugin, PluginKey } from '@tiptap/pm/state'

/*
| The editor's link mark. TipTap's own Link extension brings linkifyjs
| (13 KB gzip, more than every other extension together) to recognise
| addresses in any text; the editor only needs addresses written with their
| scheme, which one regular expression finds. The server's sanitiser remains
| the guard: it keeps http, https and mailto links only, whatever the editor sends.
*/

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    link: {
      setLink: (attributes: { href: string }) => ReturnType
      unsetLink: () => ReturnType
    }
  }
}

const SCHEMES = /^(https?:\/\/|mailto:)/i
/** An address with its scheme, up to the next space; a trailing full stop or bracket is not part of it. */
const ADDRESS = String.raw`(?:https?:\/\/|mailto:)[^\s<>"]*[^\s<>".,;:!?)\]']`
/* Fresh expressions: a shared global one would carry its lastIndex from one search to the next. */
const everyAddress = (text: string) => text.matchAll(new RegExp(ADDRESS, 'gi'))
const LEADING_ADDRESS = new RegExp(`^${ADDRESS}`, 'i')

export const isAllowedHref = (href: unknown): href is string =>
  typeof href === 'string' && SCHEMES.test(href.trim())

export const LinkMark = Mark.create({
  name: 'link',
  priority: 1000,
  inclusive: false,
  keepOnSplit: false,

  addAttributes() {
    return { href: { default: null } }
  },

  parseHTML() {
    return [
      {
        tag: 'a[href]',
        getAttrs: (element) => {
          const href = (element as HTMLElement).getAttribute('href')
          return isAllowedHref(href) ? { href } : false
        },
      },
    ]
  },

  renderHTML({ HTMLAttributes }) {
    const href = isAllowedHref(HTMLAttributes.href) ? HTMLAttributes.href : ''
    return [
      'a',
      mergeAttributes(HTMLAttributes, {
        href,
        rel: 'noopener noreferrer nofollow',
        target: '_blank',
      }),
      0,
    ]
  },

  addCommands() {
    return {
      setLink:
        (attributes) =>
        ({ chain }) =>
          isAllowedHref(attributes.href) && chain().setMark(this.name, attributes).run(),
      unsetLink:
        () =>
        ({ chain }) =>
          chain().unsetMark(this.name, { extendEmptyMarkRange: true }).run(),
    }
  },

  /** A pasted address becomes a link. */
  addPasteRules() {
    return [
      markPasteRule({
        find: (text) =>
          [...everyAddress(text)].map((match) => ({ index: match.index, text: match[0] })),
        type: this.type,
        getAttributes: (match) => ({ href: match[0] }),
      }),
    ]
  },

  /** A typed address becomes a link when the space (or Enter) after it is typed. */
  addProseMirrorPlugins() {
    const type = this.type
    const linkBefore = (view: import('@tiptap/pm/view').EditorView, pos: number) => {
      const $pos = view.state.doc.resolve(pos)
      const before = $pos.parent.textBetween(0, $pos.parentOffset, undefined, '\ufffc')
      const word = /\S+$/.exec(before)?.[0]
      if (!word) return null
      const found = LEADING_ADDRESS.exec(word)
      if (!found) return null
      const from = pos - word.length
      const to = from + found[0].length
      if (view.state.doc.rangeHasMark(from, to, type)) return null
      return { from, to, href: found[0] }
    }
    return [
      new Plugin({
        key: new PluginKey('autolink'),
        props: {
          handleTextInput(view, from, to, text) {
            if (!/^\s$/.test(text) || from !== to) return false
            const link = linkBefore(view, from)
            if (!link) return false
            const tr = view.state.tr
              .addMark(link.from, link.to, type.create({ href: link.href }))
              .insertText(text, from, to)
              .removeStoredMark(type)
            view.dispatch(tr)
            return true
          },
          handleKeyDown(view, event) {
            if (event.key !== 'Enter' || event.shiftKey) return false
            const { from, empty } = view.state.selection
            const link = empty ? linkBefore(view, from) : null
            if (link)
              view.dispatch(
                view.state.tr.addMark(link.from, link.to, type.create({ href: link.href }))
              )
            return false
          },
        },
      }),
    ]
  },
})
