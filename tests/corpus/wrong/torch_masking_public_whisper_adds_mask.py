# track: torch
# exercise: masking
# why: mask_scores follows Whisper's qkv_attention, qk = qk + mask[:n_ctx, :n_ctx], where Whisper's mask is an additive -inf triangle; the kit's mask is True/1 where visible, so adding it as numbers puts +1 on every visible score and leaves the hidden scores as they were
# kind: public
# diagnosis: mask-added
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    t, s = scores.shape[-2:]
    mask = visible.to(scores.dtype)
    return scores + mask[..., :t, :s]  # whisper: qk = qk + mask[:n_ctx, :n_ctx]
