# track: torch
# exercise: heads
# why: attention keeps the mask line of Hugging Face's eager_attention_forward, causal_mask = attention_mask[:, :, :, : key_states.shape[-2]], written for 4-D (batch, heads, T, S) masks; the kit's masks may have fewer axes, and a (T, S) or (S,) mask raises IndexError (too many indices)
# kind: public
# diagnosis: fixed-ndim, fixed-leading-axes, crash

def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        allowed = torch.as_tensor(allowed, device=scores.device)
        allowed = allowed[:, :, :, : k.shape[-2]]  # as HF slices its 4-D mask to the key length
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
