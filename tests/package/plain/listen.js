// A page's own script: the vault's events bubble out of the element and cross its shadow root.
document.addEventListener('vault-upload-complete', (event) => {
  document.getElementById('from-listener').textContent = event.detail.cid
})
