"""Computer-use agents (``page.agent(model=..., mode="cua")``): a provider's computer-use model sees
screenshots and acts with the mouse and keyboard. The loop (run.py) knows no provider; each provider
module converts its protocol to the shared actions (actions.py); runs are stored by element (perform.py)
and replayed without coordinates (replay.py)."""
