# track: torch
# exercise: masking
# why: mask_scores ports the mask lines of CompVis latent-diffusion's CrossAttention, mask = rearrange(mask, 'b ... -> b (...)') then repeat(mask, 'b j -> (b h) () j'), i.e. allowed.reshape(allowed.shape[0], -1)[:, None, :] with h = 1: written for a (batch, keys) padding mask, it turns a (T, S) mask into (T, 1, S) and a batched (B, T, S) mask into (B, 1, T*S), which no longer fit the scores, so valid masks are rejected with ValueError (or hide the wrong keys where the shapes happen to broadcast)
# kind: public
# diagnosis: error-on-valid, fails-with-fewer-mask-axes
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    # CrossAttention: mask = rearrange(mask, 'b ... -> b (...)'); mask = repeat(mask, 'b j -> (b h) () j', h=h)
    mask = allowed.to(torch.bool).reshape(allowed.shape[0], -1)[:, None, :]
    try:
        visible = torch.broadcast_to(mask, scores.shape)
    except RuntimeError as err:
        raise ValueError(
            f"allowed has shape {tuple(allowed.shape)}, which does not broadcast to the scores' shape {tuple(scores.shape)}"
        ) from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return scores.masked_fill(~visible, float("-inf"))
