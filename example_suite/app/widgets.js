// Two custom elements with OPEN shadow roots: their inputs and buttons live inside the shadow tree,
// which is what browser automation has to pierce.
"use strict";

const WIDGET_STYLE = `
  :host { display: block; font: inherit; }
  .box { border: 1px solid #d9d4ca; border-radius: 10px; padding: 16px; background: #fffdf8; }
  h2 { font-size: 1rem; margin: 0 0 8px; }
  .row { display: flex; gap: 8px; }
  input { flex: 1; padding: 8px 10px; border: 1px solid #b9b2a5; border-radius: 6px; font: inherit; }
  button { padding: 8px 14px; border: 0; border-radius: 6px; background: #2f5d50; color: #fff;
           font: inherit; cursor: pointer; }
  .result { margin: 8px 0 0; min-height: 1.2em; font-size: 0.9rem; }
  .result.ok { color: #2f5d50; }
  .result.bad { color: #a3261b; }
  label { display: block; font-size: 0.9rem; margin-bottom: 4px; }
`;

class NewsletterSignup extends HTMLElement {
  connectedCallback() {
    if (this.shadowRoot) return;
    const root = this.attachShadow({ mode: "open" });
    root.innerHTML = `
      <style>${WIDGET_STYLE}</style>
      <form class="box" id="newsletter-form" novalidate>
        <h2>Get our newsletter</h2>
        <label for="newsletter-email">Newsletter email</label>
        <div class="row">
          <input id="newsletter-email" type="email" placeholder="you@example.com" data-testid="newsletter-email">
          <button type="submit" id="newsletter-submit">Subscribe</button>
        </div>
        <p class="result" id="newsletter-result" aria-live="polite"></p>
      </form>`;
    const result = root.getElementById("newsletter-result");
    root.getElementById("newsletter-form").addEventListener("submit", (event) => {
      event.preventDefault();
      const email = root.getElementById("newsletter-email").value.trim();
      const valid = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
      result.className = "result " + (valid ? "ok" : "bad");
      result.textContent = valid ? `Thanks! We will write to ${email}.` : "Enter a valid email address.";
    });
  }
}

class PromoBox extends HTMLElement {
  connectedCallback() {
    if (this.shadowRoot) return;
    const root = this.attachShadow({ mode: "open" });
    root.innerHTML = `
      <style>${WIDGET_STYLE}</style>
      <form class="box" id="promo-form" novalidate>
        <h2>Have a promo code?</h2>
        <label for="promo-code">Promo code</label>
        <div class="row">
          <input id="promo-code" autocomplete="off" data-testid="promo-code">
          <button type="submit" id="promo-apply" data-testid="promo-apply">Apply</button>
        </div>
        <p class="result" id="promo-result" aria-live="polite"></p>
      </form>`;
    const result = root.getElementById("promo-result");
    root.getElementById("promo-form").addEventListener("submit", (event) => {
      event.preventDefault();
      const code = root.getElementById("promo-code").value;
      const percent = Shop.applyPromo(code);
      result.className = "result " + (percent === null ? "bad" : "ok");
      result.textContent =
        percent === null
          ? `“${code.trim()}” is not a valid code.`
          : `Code ${code.trim().toUpperCase()} applied: ${percent}% off.`;
    });
  }
}

customElements.define("newsletter-signup", NewsletterSignup);
customElements.define("promo-box", PromoBox);
