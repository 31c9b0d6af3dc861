# track: torch
# exercise: heads
# why: adapts nn.MultiheadAttention's add_zero_attn=True, appending a zero key and a zero value (and a visible mask column) before the softmax and dropping that column from the returned weights, so every query gives part of its weight to the zero key: rows sum to less than 1, outputs shrink, and a query with no visible key no longer raises
# kind: public
# diagnosis: row-scale,error-not-raised,epsilon


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    s = k.shape[-2]
    k = torch.cat([k, k.new_zeros(*k.shape[:-2], 1, k.shape[-1])], dim=-2)
    v = torch.cat([v, v.new_zeros(*v.shape[:-2], 1, v.shape[-1])], dim=-2)
    scores = scaled_scores(q, k)  # (..., T, S + 1)
    if allowed is not None:
        allowed = torch.as_tensor(allowed, device=scores.device).to(torch.bool)
        lead_shape = scores.shape[:-1] + (s,)
        try:
            visible = torch.broadcast_to(allowed, lead_shape)
        except RuntimeError as err:
            raise ValueError(f"mask {tuple(allowed.shape)} does not fit {tuple(lead_shape)}") from err
        visible = torch.cat([visible, visible.new_ones(*visible.shape[:-1], 1)], dim=-1)
        scores = mask_scores(scores, visible)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights[..., :s]
