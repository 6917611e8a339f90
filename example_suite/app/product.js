// Product detail: reads ?id=, shows the product, adds the chosen quantity to the cart.
"use strict";

document.addEventListener("DOMContentLoaded", () => {
  const id = new URLSearchParams(window.location.search).get("id");
  const product = Shop.product(id);
  if (!product) {
    document.getElementById("product-detail").hidden = true;
    document.getElementById("detail-missing").hidden = false;
    return;
  }
  document.title = product.name + " · Stagehand Shop";
  const thumb = document.getElementById("detail-thumb");
  thumb.style.setProperty("--hue", product.hue);
  thumb.textContent = product.name.split(" ").map((w) => w[0]).join("");
  document.getElementById("detail-name").textContent = product.name;
  document.getElementById("detail-price").textContent = Shop.formatPrice(product.price);
  document.getElementById("detail-summary").textContent = product.summary;
  document.getElementById("detail-description").textContent = product.details;
  document.getElementById("detail-add").addEventListener("click", () => {
    const qty = Number(document.getElementById("detail-quantity").value);
    Shop.addToCart(product.id, qty);
    const what = qty === 1 ? product.name : `${qty} × ${product.name}`;
    document.getElementById("detail-status").textContent = `Added ${what} to your cart.`;
  });
});
