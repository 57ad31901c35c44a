import { Picker } from 'emoji-mart'
import { adoptStyleSheet } from '../../styles/adopt-style-sheet.ts'

/** Our picker's tag; emoji-mart's own `em-emoji-picker` stays registered and unused. */
const EMOJI_PICKER_TAG = 'vault-emoji-picker'

/** emoji-mart's declarations type its base class as a union that loses HTMLElement; this is it. */
const PickerElement = Picker as unknown as new (
  props: Record<string, unknown>,
) => HTMLElement & { injectStyles(styles: string): void }

/**
 * emoji-mart's Picker with its CSS adopted into its shadow root as a constructed sheet (one for the
 * page), instead of the `<style>` element its constructor makes, which a CSP without style-src
 * 'unsafe-inline' refuses. The constructor calls this method, so a subclass is enough; emoji-mart's
 * prototype stays as it is for anyone else on the page.
 */
class EmojiPickerElement extends PickerElement {
  override injectStyles(styles: string): void {
    if (this.shadowRoot) {
      adoptStyleSheet(this.shadowRoot, { name: 'emoji-mart', css: styles, layer: 'kit' })
    }
  }
}

/** A new picker element with emoji-mart's props; registers the tag on first use. */
export function createEmojiPicker(props: Record<string, unknown>): HTMLElement {
  // Another copy of the vault on the page may have registered the tag first: use its class.
  if (!customElements.get(EMOJI_PICKER_TAG)) {
    customElements.define(EMOJI_PICKER_TAG, EmojiPickerElement)
  }
  const Registered = customElements.get(EMOJI_PICKER_TAG) ?? EmojiPickerElement
  return new Registered(props)
}
