# track: torch
# exercise: heads
# why: attention computes its result correctly but keeps a sanity check that compares it with F.scaled_dot_product_attention (printing when they differ), so it still calls the library attention the kit forbids everywhere
# kind: rules-types
# diagnosis: forbidden-function

import torch.nn.functional as F


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    output = weighted_mixture(weights, v)
    # sanity check against PyTorch's own implementation
    with torch.no_grad():
        try:
            mask = None if allowed is None else torch.as_tensor(allowed, device=q.device).bool()
            reference = F.scaled_dot_product_attention(q, k, v, attn_mask=mask)
            if not torch.allclose(output, reference, atol=1e-5):
                print("attention: differs from F.scaled_dot_product_attention")
        except RuntimeError:
            pass
    return output, weights
