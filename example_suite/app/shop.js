// Shared state and header for every page of the shop.
// The session (who is signed in, a one-shot flash message) lives in sessionStorage and the cart in
// localStorage, so plain multi-page navigation keeps both without any server.
"use strict";

const PRODUCTS = [
  { id: "brass-desk-lamp", name: "Brass Desk Lamp", price: 4900, hue: 38,
    summary: "Warm, dimmable light with a weighted brass base.",
    details: "Hand-finished brass, a linen shade and a dimmer on the cord. Takes E27 bulbs up to 40 W." },
  { id: "linen-notebook", name: "Linen Notebook", price: 1250, hue: 200,
    summary: "A5, 192 dotted pages, lays flat.",
    details: "Cloth-bound cover, 100 gsm ivory paper that takes fountain-pen ink without bleeding." },
  { id: "ceramic-pour-over", name: "Ceramic Pour-Over", price: 3400, hue: 12,
    summary: "Single-cup coffee dripper in matte stoneware.",
    details: "Fits size 02 filters. Glazed inside, matte outside, dishwasher safe." },
  { id: "walnut-fountain-pen", name: "Walnut Fountain Pen", price: 2400, hue: 25,
    summary: "Turned walnut barrel with a steel medium nib.",
    details: "Takes standard international cartridges; a converter is included in the box." },
  { id: "wool-throw", name: "Wool Throw", price: 7900, hue: 140,
    summary: "Soft merino throw, 130 × 180 cm.",
    details: "Woven in a small mill from undyed merino. Hand wash cold, dry flat." },
  { id: "glass-teapot", name: "Glass Teapot", price: 2950, hue: 90,
    summary: "Borosilicate teapot with a steel infuser, 800 ml.",
    details: "Heat-resistant glass that goes on a gas hob. The infuser lifts out for a second brew." },
  { id: "canvas-tote", name: "Canvas Tote", price: 1800, hue: 50,
    summary: "Heavy cotton tote with an inside pocket.",
    details: "12 oz organic canvas, leather handles, holds a 15-inch laptop." },
  { id: "cork-desk-mat", name: "Cork Desk Mat", price: 2200, hue: 30,
    summary: "Natural cork mat, 80 × 30 cm, non-slip back.",
    details: "Protects the desk and quiets the keyboard. Wipe clean with a damp cloth." },
];

// Codes the promo box accepts: code -> percent off the subtotal.
const PROMO_CODES = { SAVE10: 10, WELCOME15: 15 };

const VALID_USER = { name: "ada", password: "lovelace" };

const Shop = {
  products: PRODUCTS,

  product(id) {
    return PRODUCTS.find((p) => p.id === id) || null;
  },

  formatPrice(cents) {
    return "$" + (cents / 100).toFixed(2);
  },

  // ---- session -------------------------------------------------------------------------------
  user() {
    return sessionStorage.getItem("shop.user");
  },

  signIn(name, password) {
    if (name !== VALID_USER.name || password !== VALID_USER.password) return false;
    sessionStorage.setItem("shop.user", name);
    Shop.flash("Welcome, " + name);
    return true;
  },

  signOut() {
    sessionStorage.removeItem("shop.user");
  },

  // A message shown once on the next page that has a status region.
  flash(message) {
    sessionStorage.setItem("shop.flash", message);
  },

  takeFlash() {
    const message = sessionStorage.getItem("shop.flash");
    sessionStorage.removeItem("shop.flash");
    return message;
  },

  // ---- cart ----------------------------------------------------------------------------------
  cart() {
    return JSON.parse(localStorage.getItem("shop.cart") || "[]");
  },

  saveCart(lines) {
    localStorage.setItem("shop.cart", JSON.stringify(lines.filter((l) => l.qty > 0)));
    Shop.renderHeader();
    window.dispatchEvent(new CustomEvent("cart-changed"));
  },

  addToCart(id, qty) {
    const lines = Shop.cart();
    const line = lines.find((l) => l.id === id);
    if (line) line.qty += qty;
    else lines.push({ id, qty });
    Shop.saveCart(lines);
  },

  setQuantity(id, qty) {
    Shop.saveCart(Shop.cart().map((l) => (l.id === id ? { id, qty } : l)));
  },

  clearCart() {
    localStorage.removeItem("shop.promo");
    Shop.saveCart([]);
  },

  itemCount() {
    return Shop.cart().reduce((n, l) => n + l.qty, 0);
  },

  subtotal() {
    return Shop.cart().reduce((sum, l) => sum + Shop.product(l.id).price * l.qty, 0);
  },

  // ---- promo codes ---------------------------------------------------------------------------
  promo() {
    return localStorage.getItem("shop.promo");
  },

  // Returns the percent off for a valid code (and remembers it), or null for an unknown one.
  applyPromo(code) {
    const normalised = code.trim().toUpperCase();
    const percent = PROMO_CODES[normalised];
    if (percent === undefined) return null;
    localStorage.setItem("shop.promo", normalised);
    window.dispatchEvent(new CustomEvent("cart-changed"));
    return percent;
  },

  discount() {
    const code = Shop.promo();
    return code ? Math.round((Shop.subtotal() * PROMO_CODES[code]) / 100) : 0;
  },

  // ---- header --------------------------------------------------------------------------------
  renderHeader() {
    const badge = document.getElementById("cart-count");
    if (badge) badge.textContent = String(Shop.itemCount());
    const account = document.getElementById("account");
    if (!account) return;
    const user = Shop.user();
    account.replaceChildren();
    if (user) {
      const who = document.createElement("span");
      who.id = "signed-in-as";
      who.textContent = "Signed in as " + user;
      const out = document.createElement("button");
      out.type = "button";
      out.className = "link-button";
      out.textContent = "Log out";
      out.addEventListener("click", () => {
        Shop.signOut();
        window.location.href = "index.html";
      });
      account.append(who, out);
    } else {
      const login = document.createElement("a");
      login.href = "index.html";
      login.textContent = "Log in";
      account.append(login);
    }
  },
};

document.addEventListener("DOMContentLoaded", () => Shop.renderHeader());
