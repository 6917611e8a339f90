// Two custom elements with OPEN shadow roots: their inputs and buttons live inside the shadow tree,
// which is what browser automation has to pierce.
"use strict";

const WIDGET_STYLE = `
  :host { display: block; font: inherit; }
  .box { border-top: 3px solid #c2573a; padding: 14px 0 0; }
  h2 { font-size: 1rem; margin: 0 0 8px; }
  .row { display: flex; gap: 8px; }
  input { flex: 1; padding: 8px 10px; border: 1px solid #b9b2a5; border-radius: 6px; font: inherit; }
  input { width: 100%; box-sizing: border-box; }
  button { padding: 8px 14px; border: 0; border-radius: 999px; background: #c2573a; color: #fff;
           font: inherit; cursor: pointer; }
  .note { margin: 6px 0 0; font-size: 0.85rem; color: #6b6f76; }
  .result { margin: 8px 0 0; min-height: 1.2em; font-size: 0.9rem; }
  .result.ok { color: #1d6b46; }
  .result.bad { color: #a3261b; }
  label { display: block; font-size: 0.9rem; margin-bottom: 4px; }
`;

class NewsletterSignup extends HTMLElement {
  connectedCallback() {
    if (this.shadowRoot) return;
    const root = this.attachShadow({ mode: "open" });
    root.innerHTML = `
      <style>${WIDGET_STYLE}</style>
      <form class="box" id="nl-form" novalidate>
        <h2>Stay in the loop</h2>
        <label for="nl-address">Newsletter email</label>
        <div class="row">
          <input id="nl-address" type="email" placeholder="you@example.com">
          <button type="submit" id="nl-go">Sign me up</button>
        </div>
        <p class="result" id="nl-result" aria-live="polite"></p>
      </form>`;
    const result = root.getElementById("nl-result");
    root.getElementById("nl-form").addEventListener("submit", (event) => {
      event.preventDefault();
      const email = root.getElementById("nl-address").value.trim();
      const valid = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
      result.className = "result " + (valid ? "ok" : "bad");
      result.textContent = valid ? `Thanks! We will write to ${email}.` : "Enter a valid email address.";
    });
  }
}

// The redesign dropped promo codes at checkout: the box still takes a code but nothing applies it.
class PromoBox extends HTMLElement {
  connectedCallback() {
    if (this.shadowRoot) return;
    const root = this.attachShadow({ mode: "open" });
    root.innerHTML = `
      <style>${WIDGET_STYLE}</style>
      <div class="box">
        <label for="voucher-input">Promo code</label>
        <input id="voucher-input" autocomplete="off" data-testid="promo-code">
        <p class="note">Codes are now checked by our team after you order.</p>
      </div>`;
  }
}

customElements.define("newsletter-signup", NewsletterSignup);
customElements.define("promo-box", PromoBox);
