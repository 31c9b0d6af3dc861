# track: torch
# exercise: masking
# why: mask_scores ports the key-padding branch of MosaicML llm-foundry's scaled_multihead_dot_product_attention, allowed.view(allowed.shape[0], 1, 1, allowed.shape[-1]) ("a (b, s_k) padding mask against (b, h, s_q, s_k) scores"), before filling; a kit mask of any other layout (1-D (S,), 2-D (T, S), 3-D) is reshaped to (first axis, 1, 1, S), which no longer lines up with the scores and is rejected as not broadcasting (or raises from view)
# kind: public
# diagnosis: fixed-ndim, fails-unless-ndim, error-on-valid
import torch


def mask_scores(scores: torch.Tensor, allowed: torch.Tensor) -> torch.Tensor:
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    # llm-foundry: key_padding_mask.view((b, 1, 1, s_k)) against (b, h, s_q, s_k) scores
    padding = allowed.to(torch.bool).view(allowed.shape[0], 1, 1, allowed.shape[-1])
    try:
        visible = torch.broadcast_to(padding, scores.shape)
    except RuntimeError as err:
        raise ValueError(
            f"allowed has shape {tuple(allowed.shape)}, which does not broadcast to the"
            f" scores' shape {tuple(scores.shape)}"
        ) from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return scores.masked_fill(~visible, float("-inf"))
