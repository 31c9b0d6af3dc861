# track: torch
# exercise: masking
# why: causal_mask ports Flax's nn.make_causal_mask (make_attention_mask(idxs, idxs, jnp.greater_equal) with the head axis expanded), which returns a float32 0/1 mask of shape (1, t, t) instead of a (t, t) bool mask
# kind: public
# diagnosis: mask-not-bool, extra-axis
import torch


def causal_mask(t, device=None):
    idxs = torch.arange(t, device=device)
    mask = torch.greater_equal(idxs[:, None], idxs[None, :])
    return mask.unsqueeze(-3).to(torch.float32)
