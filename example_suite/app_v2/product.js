// Product detail: reads ?id=, shows the product, adds the chosen quantity to the cart.
"use strict";

document.addEventListener("DOMContentLoaded", () => {
  const id = new URLSearchParams(window.location.search).get("id");
  const product = Shop.product(id);
  if (!product) {
    document.getElementById("pd").hidden = true;
    document.getElementById("pd-missing").hidden = false;
    return;
  }
  document.title = product.name + " · Stagehand Shop";
  const thumb = document.getElementById("pd-art");
  thumb.style.setProperty("--hue", product.hue);
  thumb.textContent = product.name.split(" ").map((w) => w[0]).join("");
  document.getElementById("pd-title").textContent = product.name;
  document.getElementById("pd-price").textContent = Shop.formatPrice(product.price);
  document.getElementById("pd-summary").textContent = product.summary;
  document.getElementById("pd-description").textContent = product.details;
  document.getElementById("pd-add").addEventListener("click", () => {
    const qty = Number(document.getElementById("pd-qty").value);
    Shop.addToCart(product.id, qty);
    const what = qty === 1 ? product.name : `${qty} × ${product.name}`;
    document.getElementById("pd-notice").textContent = `Added ${what} to your basket.`;
  });
});
