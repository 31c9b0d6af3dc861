# track: torch
# exercise: masking
# why: below its causal_mask the module precomputes the demo's mask with causal_mask = causal_mask(8) ("build it once for the block size"), which binds the name to that (8, 8) tensor; from then on causal_mask is no function, so every call causal_mask(t) raises TypeError ('Tensor' object is not callable)
# kind: crash
# diagnosis: name-rebound
import torch


def causal_mask(t: int, device: torch.device | str | None = None) -> torch.Tensor:
    return torch.ones(t, t, dtype=torch.bool, device=device).tril()


causal_mask = causal_mask(8)  # block size of the lesson's demo
