# track: torch
# exercise: masking
# why: mask_scores ports Julia NNlib.jl's apply_attn_mask, ifelse.(mask, logits, typemin), with NNlib's mask layout (kv_len, q_len), so it turns the kit's (T, S) mask key by query first, allowed.mT, before broadcasting it onto the (T, S) scores; a causal mask then hides the earlier keys and shows the later ones, and a mask with T != S no longer broadcasts and raises ValueError
# kind: public
# diagnosis: mask-transposed, error-on-valid
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    mask = allowed.to(torch.bool)
    if mask.dim() >= 2:
        mask = mask.mT  # NNlib: [kv_len, q_len]
    try:
        visible = torch.broadcast_to(mask, scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed has shape {tuple(allowed.shape)}, which does not broadcast to {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return scores.masked_fill(~visible, float("-inf"))
